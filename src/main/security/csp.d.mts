export declare const CONTENT_SECURITY_POLICY: string
