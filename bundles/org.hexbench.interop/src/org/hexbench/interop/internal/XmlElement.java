package org.hexbench.interop.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.hexbench.interop.InteropException;

/**
 * An element of a small XML file with its line, read safely: no DTD (a {@code DOCTYPE} is refused), no external
 * entities, no external resources of any kind, so reading a file touches that file only (OWASP XML External Entity
 * Prevention: disable DTDs). The JDK's own StAX implementation is used, whatever else the framework offers.
 *
 * @param name the element's local name
 * @param attributes its attributes by local name
 * @param children its child elements in order
 * @param text its text content (character data directly inside it)
 * @param line the line its start tag is on
 */
public record XmlElement(String name, Map<String, String> attributes, List<XmlElement> children, String text,
        int line) {

    /**
     * Reads a file.
     *
     * @param file the file
     * @return its root element
     * @throws InteropException if it is not well-formed XML or has a DTD, naming file and line
     * @throws IOException if it cannot be read
     */
    public static XmlElement read(Path file) throws IOException {
        String name = file.getFileName().toString();
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setXMLResolver((publicId, systemId, base, namespace) -> {
            throw new XMLStreamException("external reference " + systemId + " refused");
        });
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader reader = factory.createXMLStreamReader(in);
            Deque<Builder> open = new ArrayDeque<>();
            XmlElement root = null;
            while (reader.hasNext()) {
                int event = reader.next();
                switch (event) {
                    case XMLStreamConstants.DTD -> throw new InteropException(name + ":" + line(reader),
                            "a DOCTYPE declaration is not allowed in a map file");
                    case XMLStreamConstants.ENTITY_REFERENCE -> throw new InteropException(name + ":" + line(reader),
                            "entity reference &" + reader.getLocalName() + "; is not allowed in a map file");
                    case XMLStreamConstants.START_ELEMENT -> {
                        Map<String, String> attributes = new LinkedHashMap<>();
                        for (int i = 0; i < reader.getAttributeCount(); i++) {
                            attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
                        }
                        open.push(new Builder(reader.getLocalName(), attributes, line(reader)));
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        if (!open.isEmpty()) {
                            open.peek().text.append(reader.getText());
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        Builder done = open.pop();
                        XmlElement element = new XmlElement(done.name, Map.copyOf(done.attributes),
                                List.copyOf(done.children), done.text.toString(), done.line);
                        if (open.isEmpty()) {
                            root = element;
                        } else {
                            open.peek().children.add(element);
                        }
                    }
                    default -> {
                        // comments, processing instructions: nothing to keep
                    }
                }
            }
            if (root == null) {
                throw new InteropException(name + ":1", "has no root element");
            }
            return root;
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            String message = e.getMessage();
            int cut = message == null ? -1 : message.indexOf("Message: ");
            throw new InteropException(name + ":" + Math.max(line, 1), "is not well-formed XML: "
                    + (cut >= 0 ? message.substring(cut + 9) : message), e);
        }
    }

    private static int line(XMLStreamReader reader) {
        return reader.getLocation().getLineNumber();
    }

    /**
     * Returns an attribute.
     *
     * @param attribute its name
     * @param fallback what to return when it is absent
     * @return its value or the fallback
     */
    public String attribute(String attribute, String fallback) {
        return attributes.getOrDefault(attribute, fallback);
    }

    /**
     * Returns the children of a name.
     *
     * @param childName the element name
     * @return those children in order
     */
    public List<XmlElement> children(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).toList();
    }

    /**
     * Returns the first child of a name.
     *
     * @param childName the element name
     * @return the child, or {@code null}
     */
    public XmlElement child(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).findFirst().orElse(null);
    }

    private static final class Builder {
        final String name;
        final Map<String, String> attributes;
        final int line;
        final List<XmlElement> children = new ArrayList<>();
        final StringBuilder text = new StringBuilder();

        Builder(String name, Map<String, String> attributes, int line) {
            this.name = name;
            this.attributes = attributes;
            this.line = line;
        }
    }
}
