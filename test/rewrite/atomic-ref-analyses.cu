// The analyses of atomicAdd sites apply to atomic_ref calls, with the
// address being the object the atomic_ref refers to: the argument of a
// temporary, the initialiser of a local ref (atomic_ref is never rebound),
// followed through copies and through a pointer to a local ref.
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --shared=rewrite %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=OPTIN
#include <cuda/atomic>

using device_ref = cuda::atomic_ref<int, cuda::thread_scope_device>;

__host__ __device__ void host_device(int *p) {
  // DIAG: atomic-ref-analyses.cu:[[@LINE+1]]:56: note: left alone: in a __host__ __device__ function; the warpagg runtime is device-only [cuda::atomic_ref::fetch_add]
  cuda::atomic_ref<int, cuda::thread_scope_device>(*p).fetch_add(1, cuda::std::memory_order_relaxed);
}

__global__ void kernel(int *out, float *sum, int *count, const int *key,
                       cuda::std::memory_order order) {
  __shared__ float tile[32];
  constexpr auto relaxed = cuda::std::memory_order_relaxed;
  int k = key[threadIdx.x];
  // A kernel parameter's target is the same in every lane: the uniform
  // strategy for float; integer adds there are left to nvcc, which
  // aggregates a relaxed atomic_ref's atom.add itself.
  cuda::atomic_ref<float, cuda::thread_scope_device> total(*sum);
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:9: remark: rewrote cuda::atomic_ref::fetch_add as warpagg::reduce_add<warpagg::strategy::uniform> (float, result unused; uniform strategy: address is the same in every lane)
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(total, 1.0f);
  total.fetch_add(1.0f, relaxed);
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:22: note: left alone: the address is the same in every lane, and nvcc already aggregates integer atomics on such addresses (faster than the runtime) [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  device_ref(*count).fetch_add(1, relaxed);
  device_ref(*count).fetch_add(1, relaxed);
  // Copies and a pointer to a local ref still refer to out[k].
  device_ref a(out[k]);
  device_ref b = a;
  device_ref *pb = &b;
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:7: remark: rewrote cuda::atomic_ref::fetch_max as warpagg::reduce_max (int, result unused)
  // CHECK: {{^}}  warpagg::reduce_max(*pb, k);
  pb->fetch_max(k, relaxed);
  // A thread's own variable.
  int mine = 0;
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:20: note: left alone: address is the thread's own variable 'mine'; no two lanes share it [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  device_ref(mine).fetch_add(k, relaxed);
  device_ref(mine).fetch_add(k, relaxed);
  // Shared memory, through a local ref: left alone unless --shared=rewrite.
  cuda::atomic_ref<float, cuda::thread_scope_block> t(tile[k & 31]);
  // DIAG: atomic-ref-analyses.cu:[[@LINE+3]]:5: note: left alone: address is in shared memory ('tile'); shared atomics are cheap, use --shared=rewrite to opt in [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  t.fetch_add(0.5f, relaxed);
  // OPTIN: {{^}}  warpagg::reduce_add(t, 0.5f);
  t.fetch_add(0.5f, relaxed);
  // Already aggregated by hand: one lane per warp.
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:49: note: left alone: already aggregated: only one lane per warp (or block) reaches it (a lane or thread index tested against a uniform value) [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  if (threadIdx.x % 32 == 0) device_ref(out[k]).fetch_add(32, relaxed);
  if (threadIdx.x % 32 == 0) device_ref(out[k]).fetch_add(32, relaxed);
  // A memory order that is not a constant.
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:5: note: left alone: memory order not a compile-time constant; only relaxed atomics are aggregated [cuda::atomic_ref::fetch_add]
  // CHECK: {{^}}  a.fetch_add(1, order);
  a.fetch_add(1, order);
  // Inside a compare_exchange retry loop.
  int seen = a.load(relaxed);
  while (!a.compare_exchange_weak(seen, seen + 1, relaxed)) {
    // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:28: note: left alone: inside a loop around atomicCAS or compare_exchange (a hand-written lock-free or locking protocol) [cuda::atomic_ref::fetch_add]
    // CHECK: {{^}}    device_ref(out[k + 1]).fetch_add(1, relaxed);
    device_ref(out[k + 1]).fetch_add(1, relaxed);
  }
  // Directives apply as to any site.
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:5: note: left alone: suppressed by a 'warpagg: ignore' comment [cuda::atomic_ref::fetch_or]
  // CHECK: {{^}}  a.fetch_or(1, relaxed);
  a.fetch_or(1, relaxed); // warpagg: ignore
  // DIAG: atomic-ref-analyses.cu:[[@LINE+2]]:5: remark: rewrote cuda::atomic_ref::fetch_or as warpagg::reduce_or<warpagg::strategy::runs> (int, result unused; runs strategy: a 'warpagg: strategy=runs' comment)
  // CHECK: {{^}}  warpagg::reduce_or<warpagg::strategy::runs>(a, 2);
  a.fetch_or(2, relaxed); // warpagg: strategy=runs
  host_device(out);
}
