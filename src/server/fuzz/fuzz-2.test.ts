import { fuzzShard } from './suite'

fuzzShard(2)
