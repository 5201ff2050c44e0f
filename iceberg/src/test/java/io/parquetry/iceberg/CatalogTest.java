package io.parquetry.iceberg;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.jdbc.JdbcCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** Tests against a fresh JDBC catalog (embedded H2) with a namespace {@code db}, per test. */
abstract class CatalogTest {
    @TempDir
    Path dir;
    JdbcCatalog catalog;

    @BeforeEach
    void openCatalog() {
        catalog = TestTables.catalog(dir);
        catalog.createNamespace(Namespace.of("db"));
    }

    @AfterEach
    void closeCatalog() throws IOException {
        catalog.close();
    }
}
