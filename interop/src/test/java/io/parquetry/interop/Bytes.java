package io.parquetry.interop;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * An immutable byte string compared by content: the canonical value of a BYTE_ARRAY or
 * FIXED_LEN_BYTE_ARRAY column that carries no string, decimal, UUID or FLOAT16 annotation.
 * {@code byte[]} cannot serve, since arrays compare by identity.
 */
public final class Bytes implements Comparable<Bytes> {
  private final byte[] bytes;

  private Bytes(byte[] bytes) {
    this.bytes = bytes;
  }

  /** Wraps a copy of {@code bytes}. */
  public static Bytes of(byte[] bytes) {
    return new Bytes(bytes.clone());
  }

  /** Wraps the given octets, written as ints for convenience ({@code Bytes.of(0xAA, 0x01)}). */
  public static Bytes of(int... octets) {
    byte[] b = new byte[octets.length];
    for (int i = 0; i < b.length; i++) {
      if (octets[i] < -128 || octets[i] > 255) {
        throw new IllegalArgumentException("not an octet: " + octets[i]);
      }
      b[i] = (byte) octets[i];
    }
    return new Bytes(b);
  }

  /** Parses lower or upper case hex, e.g. {@code "aa01"}. */
  public static Bytes ofHex(String hex) {
    return new Bytes(HexFormat.of().parseHex(hex));
  }

  /** The UTF-8 encoding of {@code s}. */
  public static Bytes utf8(String s) {
    return new Bytes(s.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  /** A copy of the content. */
  public byte[] toByteArray() {
    return bytes.clone();
  }

  public int length() {
    return bytes.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Bytes other && Arrays.equals(bytes, other.bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  @Override
  public int compareTo(Bytes o) {
    return Arrays.compareUnsigned(bytes, o.bytes);
  }

  /** Hex, e.g. {@code 0xaa01}; long values are cut after 64 bytes with the total length. */
  @Override
  public String toString() {
    HexFormat hex = HexFormat.of();
    if (bytes.length <= 64) {
      return "0x" + hex.formatHex(bytes);
    }
    return "0x" + hex.formatHex(bytes, 0, 64) + "...(" + bytes.length + " bytes)";
  }
}
