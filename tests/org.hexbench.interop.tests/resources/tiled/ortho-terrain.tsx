<?xml version="1.0" encoding="UTF-8"?>
<!-- Hexbench test tileset, SPDX-License-Identifier: EPL-2.0. Written by hand from Tiled's "TMX Map Format"
     reference: an image collection tileset whose tiles are named by their images; tile 3 has no name at all. -->
<tileset version="1.10" name="ortho" tilewidth="32" tileheight="32" tilecount="5" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <image width="32" height="32" source="images/grass.png"/>
 </tile>
 <tile id="1">
  <image width="32" height="32" source="images/sand.png"/>
 </tile>
 <tile id="2" type="road"/>
 <tile id="3"/>
 <tile id="4" type="scout"/>
</tileset>
