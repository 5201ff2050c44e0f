package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The README's Maven and Gradle snippets are what a user pastes: they must name the artifacts this
 * build makes, at its version, and the codec libraries at the versions it is tested with.
 */
class ReadmeDependenciesTest {
    static final Path ROOT = Path.of(System.getProperty("parquetry.testing.dir")).getParent().getParent();

    @Test
    void mavenSnippetImportsTheBomRunsTheProcessorAndPinsTheTestedCodecs() throws Exception {
        Document build = xml(Files.readString(ROOT.resolve("pom.xml")));
        String version = childText(build.getDocumentElement(), "version");
        Document snippet = xml("<project>" + block("maven-snippet", "xml") + "</project>");
        Element root = snippet.getDocumentElement();

        assertEquals(version, text(root, "parquetry.version"));
        Map<String, String> deps = new HashMap<>();
        NodeList list = root.getElementsByTagName("dependency");
        for (int i = 0; i < list.getLength(); i++) {
            Element d = (Element) list.item(i);
            deps.put(childText(d, "groupId") + ":" + childText(d, "artifactId"), childText(d, "version"));
        }
        assertEquals("${parquetry.version}", deps.get("io.parquetry:parquetry-bom"));
        assertEquals("import", text(root, "scope"));
        assertTrue(deps.containsKey("io.parquetry:parquetry-annotations"), deps::toString);
        assertTrue(deps.containsKey("io.parquetry:parquetry-runtime"), deps::toString);
        assertEquals(property(build, "zstd.version"), deps.get("com.github.luben:zstd-jni"));
        assertEquals(property(build, "lz4.version"), deps.get("at.yawk.lz4:lz4-java"));
        assertEquals(property(build, "brotli4j.version"), deps.get("com.aayushatharva.brotli4j:brotli4j"));

        Element path = (Element) root.getElementsByTagName("path").item(0);
        assertEquals("parquetry-processor", childText(path, "artifactId"));
        assertEquals("${parquetry.version}", childText(path, "version"));

        // every artifact the snippet names is one this build makes
        for (String module : new String[] {"bom", "annotations", "runtime", "processor"}) {
            Document pom = xml(Files.readString(ROOT.resolve(module).resolve("pom.xml")));
            String artifact = childText(pom.getDocumentElement(), "artifactId");
            assertTrue(deps.containsKey("io.parquetry:" + artifact) || artifact.equals("parquetry-processor"), artifact);
        }
    }

    @Test
    void gradleSnippetNamesTheSameVersions() throws Exception {
        Document build = xml(Files.readString(ROOT.resolve("pom.xml")));
        String version = childText(build.getDocumentElement(), "version");
        String gradle = block("gradle-snippet", "kotlin");
        Matcher bom = Pattern.compile("platform\\(\"io\\.parquetry:parquetry-bom:([^\"]+)\"\\)").matcher(gradle);
        int boms = 0;
        while (bom.find()) {
            assertEquals(version, bom.group(1));
            boms++;
        }
        assertEquals(2, boms, gradle);
        assertTrue(gradle.contains("annotationProcessor(\"io.parquetry:parquetry-processor\")"), gradle);
        assertTrue(gradle.contains("com.github.luben:zstd-jni:" + property(build, "zstd.version")), gradle);
    }

    @Test
    void s3SnippetNamesTheS3ModuleThatTheBomManages() throws Exception {
        Element dep = (Element) xml("<project>" + block("s3-maven-snippet", "xml") + "</project>").getDocumentElement()
                .getElementsByTagName("dependency").item(0);
        assertNotNull(dep, "the s3 snippet has a dependency");
        String artifact = childText(xml(Files.readString(ROOT.resolve("s3").resolve("pom.xml"))).getDocumentElement(), "artifactId");
        assertEquals("io.parquetry:" + artifact, childText(dep, "groupId") + ":" + childText(dep, "artifactId"));
        assertEquals(null, childText(dep, "version"), "the version comes from the BOM");
        NodeList managed = xml(Files.readString(ROOT.resolve("bom").resolve("pom.xml"))).getElementsByTagName("artifactId");
        boolean inBom = false;
        for (int i = 0; i < managed.getLength(); i++) {
            inBom |= managed.item(i).getTextContent().trim().equals(artifact);
        }
        assertTrue(inBom, artifact + " is in the BOM");
    }

    @Test
    void aMissingSnippetIsAnError() {
        assertThrows(AssertionError.class, () -> block("no-such-snippet", "xml"));
    }

    /** The fenced block of {@code language} right after the README marker {@code <!-- name -->}. */
    static String block(String name, String language) throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        Matcher m = Pattern.compile("<!-- " + Pattern.quote(name) + " -->\\s*```" + language + "\\n(.*?)```", Pattern.DOTALL)
                .matcher(readme);
        if (!m.find()) {
            throw new AssertionError("README has no " + language + " block after <!-- " + name + " -->");
        }
        return m.group(1);
    }

    static Document xml(String text) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(text)));
    }

    private static String property(Document pom, String name) {
        return text(pom.getDocumentElement(), name);
    }

    private static String text(Element root, String tag) {
        NodeList n = root.getElementsByTagName(tag);
        assertNotNull(n.item(0), "no <" + tag + ">");
        return n.item(0).getTextContent().trim();
    }

    private static String childText(Element parent, String tag) {
        for (var n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(tag)) {
                return e.getTextContent().trim();
            }
        }
        return null;
    }
}
