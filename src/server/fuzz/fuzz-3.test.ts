import { fuzzShard } from './suite'

fuzzShard(3)
