package io.parquetry.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.parquetry.processor.Harness.compile;
import static io.parquetry.processor.Harness.lineOf;
import static io.parquetry.processor.Harness.model;
import static io.parquetry.processor.Harness.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.google.testing.compile.Compilation;
import io.parquetry.processor.model.ColumnModel;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.RecordModel;
import io.parquetry.processor.model.Repetition;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Sealed interfaces and abstract classes as tagged unions: the model and the compile errors. */
class SealedUnionTest {

    @Test
    void sealedInterfaceBecomesDiscriminatorAndOneOptionalGroupPerCase() {
        RecordModel m = model("Sale",
                "@ParquetRecord record Sale(long id, @NonNull Payment payment, List<Payment> history) {}",
                "sealed interface Payment permits Card, Cash, Voucher {}",
                "@ParquetCase(\"card\") record Card(String number) implements Payment {}",
                "final class Cash implements Payment { public long cents; }",
                "abstract sealed class Voucher implements Payment permits Gift {}",
                "final class Gift extends Voucher { public String code; }");
        assertEquals("""
                message Sale {
                  required int64 id;
                  required group payment {
                    required binary kind (STRING);
                    optional group card {
                      optional binary number (STRING);
                    }
                    optional group Cash {
                      required int64 cents;
                    }
                    optional group Voucher {
                      required binary kind (STRING);
                      optional group Gift {
                        optional binary code (STRING);
                      }
                    }
                  }
                  optional group history (LIST) {
                    repeated group list {
                      optional group element {
                        required binary kind (STRING);
                        optional group card {
                          optional binary number (STRING);
                        }
                        optional group Cash {
                          required int64 cents;
                        }
                        optional group Voucher {
                          required binary kind (STRING);
                          optional group Gift {
                            optional binary code (STRING);
                          }
                        }
                      }
                    }
                  }
                }
                """, m.schemaText());
        FieldShape.Union u = assertInstanceOf(FieldShape.Union.class, m.properties().get(1).shape());
        assertEquals(Repetition.REQUIRED, u.repetition());
        assertEquals(List.of("card", "Cash", "Voucher"), u.cases().stream().map(FieldShape.Case::name).toList());
        assertInstanceOf(FieldShape.Union.class, u.cases().get(2).shape());
        List<String> levels = m.columns().stream()
                .map(c -> c.dottedPath() + " r=" + c.maxRepetitionLevel() + " d=" + c.maxDefinitionLevel()).toList();
        assertEquals(List.of("id r=0 d=0", "payment.kind r=0 d=0", "payment.card.number r=0 d=2",
                "payment.Cash.cents r=0 d=1", "payment.Voucher.kind r=0 d=1", "payment.Voucher.Gift.code r=0 d=3",
                "history.list.element.kind r=1 d=3", "history.list.element.card.number r=1 d=5",
                "history.list.element.Cash.cents r=1 d=4", "history.list.element.Voucher.kind r=1 d=4",
                "history.list.element.Voucher.Gift.code r=1 d=6"), levels);
    }

    private static void expectErrors(String name, int count, String error, String marker, String... lines) {
        JavaFileObject src = source(name, lines);
        Harness.Capturing p = new Harness.Capturing();
        Compilation c = compile(p, src);
        assertThat(c).failed();
        assertThat(c).hadErrorCount(count);
        assertEquals(List.of(), p.models.stream().map(RecordModel::javaType).toList());
        assertThat(c).hadErrorContaining(error).inFile(src).onLine(lineOf(lines, marker));
    }

    @Test
    void nonSealedAbstractClassIsAnError() {
        expectErrors("A", 1, "property 'shape' has type test.Shape, an abstract class that is not sealed", "Shape shape",
                "@ParquetRecord record A(",
                "  Shape shape) {}",
                "abstract class Shape {}");
    }

    @Test
    void openCaseIsAnError() {
        expectErrors("B", 1, "property 'shape': case Circle of sealed Shape is neither a record, a final class nor"
                        + " sealed", "Shape shape",
                "@ParquetRecord record B(",
                "  Shape shape) {}",
                "sealed interface Shape permits Circle, Square {}",
                "record Square(int side) implements Shape {}",
                "non-sealed class Circle implements Shape { public int r; }");
    }

    @Test
    void unmappableCaseIsAnError() {
        expectErrors("C", 2, "property 'shape': case Blob of sealed Shape cannot be mapped", "Shape shape",
                "@ParquetRecord record C(",
                "  Shape shape) {}",
                "sealed interface Shape permits Blob {}",
                "record Blob(Thread owner) implements Shape {}");
    }

    @Test
    void enumCaseIsAnError() {
        expectErrors("G", 1, "property 'shape': case Dot of sealed Shape cannot be mapped (an enum;", "Shape shape",
                "@ParquetRecord record G(",
                "  Shape shape) {}",
                "sealed interface Shape permits Dot {}",
                "enum Dot implements Shape { ONE }");
    }

    @Test
    void duplicateCaseNamesAreAnError() {
        expectErrors("D", 1, "property 'shape': cases Square and Circle of the sealed type are both named 'round'",
                "Shape shape",
                "@ParquetRecord record D(",
                "  Shape shape) {}",
                "sealed interface Shape permits Circle, Square {}",
                "@ParquetCase(\"round\") record Circle(int r) implements Shape {}",
                "@ParquetCase(\"round\") record Square(int side) implements Shape {}");
    }

    @Test
    void caseNamedLikeTheDiscriminatorIsAnError() {
        expectErrors("E", 1, "property 'shape': case Kind is named 'kind', which is empty or clashes with the"
                        + " discriminator column 'kind'", "Shape shape",
                "@ParquetRecord record E(",
                "  Shape shape) {}",
                "sealed interface Shape permits Kind {}",
                "@ParquetCase(\"kind\") record Kind(int k) implements Shape {}");
    }

    @Test
    void recursiveCaseIsAnError() {
        // the cycle, then the case it made unmappable
        expectErrors("F", 2, "property 'left' makes Node recursive (Expr -> Node -> Expr)", "Expr left",
                "@ParquetRecord record F(Expr expr) {}",
                "sealed interface Expr permits Lit, Node {}",
                "record Lit(int v) implements Expr {}",
                "record Node(",
                "  Expr left) implements Expr {}");
    }
}
