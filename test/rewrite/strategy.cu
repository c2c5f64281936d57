// --strategy names a runtime strategy in every emitted call; the default
// (adaptive) names none.
// RUN: %warpagg --strategy=runs %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=RUNS
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=DEFAULT
__global__ void kernel(int *out, const int *key) {
  // RUNS: warpagg::reduce_add<warpagg::strategy::runs>(&out[key[threadIdx.x]], 1);
  // DEFAULT: {{^}}  warpagg::reduce_add(&out[key[threadIdx.x]], 1);
  atomicAdd(&out[key[threadIdx.x]], 1);
  // RUNS: int old = warpagg::atomic_max<warpagg::strategy::runs>(&out[0], 3);
  int old = atomicMax(&out[0], 3);
  out[1] = old;
}
