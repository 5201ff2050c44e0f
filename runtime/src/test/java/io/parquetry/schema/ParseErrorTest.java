package io.parquetry.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ParseErrorTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "``                                                  | line 1, column 1: expected 'message', found end of input",
        "schema m {}                                         | line 1, column 1: expected 'message', found 'schema'",
        "message {}                                          | line 1, column 9: expected the message name, found '{'",
        "message m                                           | line 1, column 10: expected '{', found end of input",
        "message m {                                         | line 1, column 12: expected a field or '}', found end of input",
        "message m { int32 x; }                              | line 1, column 13: expected 'required', 'optional' or 'repeated', found 'int32'",
        "message m { required int33 x; }                     | line 1, column 22: expected a physical type (boolean, int32, int64, int96, float, double, binary, fixed_len_byte_array(N)) or 'group', found 'int33'",
        "message m { required int32 x }                      | line 1, column 30: expected ';', found '}'",
        "message m { required int32 ; }                      | line 1, column 28: expected a field name, found ';'",
        "message m { required fixed_len_byte_array x; }      | line 1, column 43: expected '(', found 'x'",
        "message m { required fixed_len_byte_array(a) x; }   | line 1, column 43: expected the byte length as an integer, found 'a'",
        "message m { required fixed_len_byte_array(99999999999) x; } | line 1, column 43: expected the byte length as an integer, found '99999999999'",
        "message m { required int32 x (FOO); }               | line 1, column 31: expected a known annotation (STRING, DECIMAL(p,s), TIMESTAMP(unit,adjusted), INTEGER(bits,signed), LIST, MAP, UTF8, ...), found 'FOO'",
        "message m { required int32 x (); }                  | line 1, column 31: expected an annotation such as STRING, DECIMAL(9,2) or TIMESTAMP(MICROS,true), found ')'",
        "message m { required int32 x (STRING; }             | line 1, column 37: expected ')', found ';'",
        "message m { required int32 x (DECIMAL(9 2)); }      | line 1, column 41: expected ',' or ')' in the arguments of DECIMAL, found '2'",
        "message m { required int32 x (DECIMAL(p,2)); }      | line 1, column 39: expected the decimal precision as an integer, found 'p'",
        "message m { required int32 x (DECIMAL); }           | line 1, column 31: expected DECIMAL(precision, scale), found DECIMAL with 0 arguments",
        "message m { required int64 x (TIMESTAMP(MILLIS)); } | line 1, column 31: expected TIMESTAMP(unit, isAdjustedToUTC), found TIMESTAMP with 1 argument",
        "message m { required int64 x (TIMESTAMP(SECONDS,true)); } | line 1, column 41: expected a time unit (MILLIS, MICROS or NANOS), found 'SECONDS'",
        "message m { required int64 x (TIME(MICROS,yes)); }  | line 1, column 43: expected isAdjustedToUTC as true or false, found 'yes'",
        "message m { required int32 x (STRING(1)); }         | line 1, column 31: expected STRING, found STRING with 1 argument",
        "message m { required binary x (GEOGRAPHY(\"c\",FLAT)); } | line 1, column 46: expected an edge interpolation algorithm (SPHERICAL, VINCENTY, THOMAS, ANDOYER or KARNEY), found 'FLAT'",
        "message m { required int32 x = y; }                 | line 1, column 32: expected a field id as an integer, found 'y'",
        "message m { required binary \"x; }                  | line 1, column 29: string is not closed by '\"' before the end of input",
        "message m { required int32 x; } extra               | line 1, column 33: expected end of input after the message, found 'extra'",
        "message m { optional group g (LIST) { required int32 x; }; }   | line 1, column 13: schema field 'g': a LIST group must hold exactly one repeated field",
    })
    void errorsGiveLineColumnAndWhatWasExpected(String text, String error) {
        ParquetException e = assertThrows(ParquetException.class, () -> MessageTypeParser.parse(text));
        assertEquals("schema text " + error, e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "3 | 5 | expected ';', found '}'",
    })
    void positionsCountLines(int line, int column, String error) {
        String text = "message m {\n  required int32 a;\n    required int64 b\n}\n";
        ParquetException e = assertThrows(ParquetException.class, () -> MessageTypeParser.parse(text));
        assertEquals("schema text line 4, column 1: " + error, e.getMessage());
        String text2 = "message m {\n\n    optional binary s (STRNG);\n}";
        ParquetException e2 = assertThrows(ParquetException.class, () -> MessageTypeParser.parse(text2));
        assertEquals("schema text line " + line + ", column " + (column + 19)
                + ": expected a known annotation (STRING, DECIMAL(p,s), TIMESTAMP(unit,adjusted), "
                + "INTEGER(bits,signed), LIST, MAP, UTF8, ...), found 'STRNG'", e2.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"DECIMAL", "decimal"})
    void lenientKeepsABareLegacyDecimal(String word) {
        MessageType m = MessageTypeParser.parseLenient("message m { required int32 x (" + word + "); }");
        assertEquals("message m {\n  required int32 x (DECIMAL);\n}\n", m.toString());
    }
}
