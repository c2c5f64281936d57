// A row's key read with __ldg (CUDA's read-only load) is as uniform as the
// row: an edge-parallel SpMM whose 2-D blocks put the features in x and the
// edges in y (the warp's lanes span one edge's features), its atomic two
// helper calls down, has lanes that never share an address when a warp lies
// in one row, as the same kernel reading `col[ty]` does. A project's
// function named __ldg is not CUDA's: what it returns is not trusted.
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s --implicit-check-not=remark: --implicit-check-not=note:

namespace lib {
// CHECK: read-only-loads.cu:[[@LINE+1]]:69: note: left alone: the address differs in every lane whenever a warp lies in one row of the block
__device__ __forceinline__ float add_to(float *p, float v) { return atomicAdd(p, v); }
template <class I> struct sum_reducer {
  static __device__ __forceinline__ void call(float *o, I *, I *, float v, I, I) { add_to(o, v); }
};
} // namespace lib

template <class Idx, class Reduce>
__global__ void spmm_edges(const float *__restrict__ feat, float *__restrict__ out,
                           const Idx *__restrict__ row, const Idx *__restrict__ col,
                           long long edges, long long len) {
  Idx ty = blockIdx.y * blockDim.y + threadIdx.y;
  const Idx step_y = blockDim.y * gridDim.y;
  while (ty < edges) {
    const Idx src = __ldg(row + ty);
    const Idx dst = __ldg(col + ty);
    long long tx = blockIdx.x * blockDim.x + threadIdx.x;
    const long long step_x = blockDim.x * gridDim.x;
    float *out_row = out + dst * len;
    while (tx < len) {
      Reduce::call(out_row + tx, nullptr, nullptr, feat[src * len + tx], src, ty);
      tx += step_x;
    }
    ty += step_y;
  }
}

namespace project {
__device__ long long __ldg(const long long *p) { return p[threadIdx.x % 2]; }
}

// The same loops with the project's __ldg: the destination may differ
// between the lanes of a row, so lanes may share an address.
__global__ void spmm_project_load(const float *__restrict__ feat, float *__restrict__ out,
                                  const long long *__restrict__ col, long long edges, long long len) {
  long long ty = blockIdx.y * blockDim.y + threadIdx.y;
  const long long step_y = blockDim.y * gridDim.y;
  while (ty < edges) {
    const long long dst = project::__ldg(col + ty);
    long long tx = blockIdx.x * blockDim.x + threadIdx.x;
    const long long step_x = blockDim.x * gridDim.x;
    float *out_row = out + dst * len;
    while (tx < len) {
      // CHECK: read-only-loads.cu:[[@LINE+2]]:7: remark: rewrote atomicAdd as warpagg::reduce_add
      // CHECK-NEXT: read-only-loads.cu:[[@LINE+1]]:7: note: in a grid-stride loop
      atomicAdd(out_row + tx, feat[ty * len + tx]);
      tx += step_x;
    }
    ty += step_y;
  }
}

void launch(const float *feat, float *out, const long long *row, const long long *col,
            long long edges, long long len) {
  spmm_edges<long long, lib::sum_reducer<long long>>
      <<<dim3(1, 1024), dim3(32, 8)>>>(feat, out, row, col, edges, len);
}
