package io.parquetry.codegen;

/**
 * One file the generator writes.
 *
 * @param path where it goes, relative to the repository root, with {@code /} separators
 * @param content the whole file text, header line included
 */
public record GeneratedFile(String path, String content) {}
