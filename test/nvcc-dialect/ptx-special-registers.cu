// Inline PTX naming special registers with one `%` (nvcc takes it, clang
// reads `%l...` as a bad escape): parsed as if the `%` were a space, and
// written back as it was.
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag

__device__ __forceinline__ unsigned laneId() {
  unsigned lane;
  // CHECK: asm volatile("mov.u32 %0, %laneid;" : "=r"(lane));
  asm volatile("mov.u32 %0, %laneid;" : "=r"(lane));
  return lane;
}

__device__ __forceinline__ unsigned smId() {
  unsigned id;
  asm("mov.u32 %0, %%smid;" : "=r"(id)); // the escaped spelling still works
  return id;
}

__device__ __forceinline__ unsigned warpInBlock() {
  unsigned w;
  asm volatile("{\n\t"
               "mov.u32 %0, %tid.x;\n\t"
               "shr.u32 %0, %0, 5;\n\t"
               "}"
               : "=r"(w));
  return w;
}

// Operands without the comma between them, as nvcc takes them.
__device__ __forceinline__ void storeRelease(unsigned char *flag, unsigned v) {
  // CHECK: asm volatile("st.release.gpu.global.u8 [%1], %0;" ::"r"(v) "l"(flag) : "memory");
  asm volatile("st.release.gpu.global.u8 [%1], %0;" ::"r"(v) "l"(flag) : "memory");
}

__global__ void perLane(unsigned *hits, unsigned char *done) {
  storeRelease(done, 1);
  // CHECK: warpagg::reduce_add(&hits[laneId()], 1u);
  atomicAdd(&hits[laneId()], 1u);
  // CHECK: warpagg::reduce_add(&hits[32 + (smId() & 31)], warpInBlock());
  atomicAdd(&hits[32 + (smId() & 31)], warpInBlock());
}
// DIAG-NOT: error
// DIAG: warpagg: 2 sites rewritten
