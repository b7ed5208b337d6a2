;; A small game written for Hexbench's tests from the Xconq 7.1 GDL Reference Manual.
(game-module "skirmish"
  (title "Skirmish")
  (version "1.0")
  (blurb "Two patrols meet at a ford.")
  (instructions ("Cross the river." "Hold the hill."))
  (notes ("A test game written from the GDL reference." "" "Second paragraph."))
  (variants (see-all true) (sequential true)))

(terrain-type plains (char "+") (help "open ground"))
(terrain-type hills (char "^"))
(terrain-type sea (char "."))
(terrain-type road (subtype connection))

(material-type fuel)

(unit-type infantry (char "i") (hp-max 3) (acp-per-turn 1) (help "foot soldiers"))
(unit-type armor (char "a") (hp-max 5) (acp-per-turn 3) (speed 100))
(unit-type base (char "*") (hp-max 10))

(table hit-chance (infantry u* 50) (armor u* 70))
(table damage ((infantry armor) u* (1 2d3+1)))
(table unit-storage-x (u* fuel (0 20 100)))

(set last-turn 30)

(world 6)

(area 6 4
  (terrain (by-name (plains 0) (hills 1) (sea 2)) "6a" "aabbaa" "2a2c2a" "6a")
  (aux-terrain road "6b" "a" "" "")
  (elevations "6*10" "6*20" "6*30" "6*40"))

(side 1 (name "Red") (color "red"))
(side 2 (name "Blue") (color "blue,white"))

(infantry 0 2 1 (n "First Platoon"))
(armor 1 2 1 (m 15))
(base 5 1 2 (n "Fort"))
(infantry 5 1 2 (in "Fort") (hp 2))
(unit infantry (@ 3 0) (s 0))

(scorekeeper (do last-side-wins))
