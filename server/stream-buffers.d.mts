export declare const STREAM_HIGH_WATER_MARK: number;
