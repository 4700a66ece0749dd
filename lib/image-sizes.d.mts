export declare const IMAGE_SIZES: number[];
export declare const DEVICE_SIZES: number[];
export declare const IMAGE_QUALITY: number;
