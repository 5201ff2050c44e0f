package io.parquetry.codegen;

/** What the Thrift codec generators share: the binding and the method bodies they emit, line by line. */
abstract class ThriftEmitter {
    /** Indentation of a statement in a method body. */
    static final String I2 = "        ";

    final ThriftBinding binding;
    final StringBuilder out = new StringBuilder();

    ThriftEmitter(ThriftBinding binding) {
        this.binding = binding;
    }

    /** Appends one statement of a method body. */
    final void line(String code) {
        out.append(I2).append(code).append('\n');
    }

    /** {@link #out} without its last newline (a template puts the placeholder on its own line). */
    final String emitted() {
        return out.substring(0, out.length() - 1);
    }
}
