// '// warpagg: ignore' (same line or the line above), ignore-begin/end
// regions and '// warpagg: strategy=<name>'; malformed directives warn.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

__global__ void kernel(int *out, const int *key) {
  int k = key[threadIdx.x];
  // warpagg: ignore
  // CHECK: {{^}}  atomicAdd(&out[k], 1);
  atomicAdd(&out[k], 1);
  // CHECK: {{^}}  atomicAdd(&out[k], 2);
  atomicAdd(&out[k], 2); // warpagg: ignore
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 3);
  atomicAdd(&out[k], 3);
  // warpagg: ignore-begin
  // CHECK: {{^}}  atomicAdd(&out[k], 4);
  atomicAdd(&out[k], 4);
  // CHECK: {{^}}  atomicMax(&out[k], 5);
  atomicMax(&out[k], 5);
  // warpagg: ignore-end
  // warpagg: strategy=match
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::match>(&out[k], 6);
  atomicAdd(&out[k], 6);
  // CHECK: {{^}}  int old = warpagg::atomic_add<warpagg::strategy::runs>(&out[k], 7);
  int old = atomicAdd(&out[k], 7); /* warpagg: strategy=runs */
  // warpagg: strategy=fastest
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], old);
  atomicAdd(&out[k], old);
  // warpagg: strategy=uniform
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&out[k], 9);
  atomicAdd(&out[k], 9);
  // warpagg: skip
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 8);
  atomicAdd(&out[k], 8);
}
// DIAG: directives.cu:26:1: warning: unknown strategy 'fastest' (adaptive, runs, match, uniform, ballot_loop, likely_distinct, distinct_in_rows, likely_uniform)
// DIAG: directives.cu:32:1: warning: unknown directive '// warpagg: skip' (ignore, ignore-begin, ignore-end, no-fuse, no-privatize, privatize, keys=<N>, strategy=<name>)
// DIAG: directives.cu:10:3: note: left alone: suppressed by a 'warpagg: ignore' comment [atomicAdd]
// DIAG: directives.cu:12:3: note: left alone: suppressed by a 'warpagg: ignore' comment [atomicAdd]
// DIAG: directives.cu:23:3: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::match> (int, result unused; match strategy: a 'warpagg: strategy=match' comment)
// DIAG: directives.cu:31:3: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::uniform> (int, result unused; uniform strategy: a 'warpagg: strategy=uniform' comment; warning: the address is not proven the same in every lane, and the uniform strategy is wrong if it is not)
