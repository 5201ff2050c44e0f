package io.parquetry.annotation;

/** How a Java property name becomes a Parquet field name. */
public enum NamingStrategy {
    /** The Java name unchanged: {@code orderId} stays {@code orderId}. */
    AS_WRITTEN,
    /**
     * Lower snake case: {@code orderId} becomes {@code order_id}, {@code httpURL} becomes
     * {@code http_url}, {@code address2} stays {@code address2}.
     */
    SNAKE_CASE
}
