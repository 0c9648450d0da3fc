# A row-parallel linear layer on 4 chips (tensor parallelism):
# y = relu(x @ w), with the reduction dimension K = 4 * 64 split over the
# ranks.  Rank r holds its shards x[r] ([16, 64] of the [16, 256] input) and
# w[r] ([64, 64] of the [256, 64] weight); y comes out whole on every rank.
#
# Per rank, the orchestration `per_rank` submits two kernels:
#   partial_matmul  (Cube)   partial = x[r] @ w[r], the rank's FP32 share;
#   allreduce_relu  (Vector) sums the 4 shares over the `total` window:
#       1. zero its own `total` window, then a barrier (notify every rank's
#          `signal`, wait until its own counts NR), so that no rank adds into a
#          window not yet zeroed;
#       2. add `partial` into every rank's `total` (pld.tensor.put with
#          pl.AtomicType.Add), notifying each rank after its put, and wait
#          until its own `signal` counts 2 * NR: all 4 shares have landed;
#       3. y = relu(total).
# The host orchestrator `host_orch` allocates the two window buffers (the
# device gives them zeroed) and dispatches `per_rank` on every device.
# A window's signal counts up and is never reset: a second allreduce needs a
# signal window of its own.
#
# Compile it (one output folder per backend):
#   ptoc compile --backend 910B -o out/ examples/row_parallel_linear.py
# Run it on the CPU against the reference build: check runs it as the 4 ranks its
# notify loops name, and starts `signal` at 0 as the zeroed window buffer does
# (it fills the other tensors at random):
#   ptoc check examples/row_parallel_linear.py
# With known inputs (x all 1, w all 0.5: every element of y is 4 * 64 * 0.5):
#   ptoc run --ranks 4 --in 0=const:1 --in 1=const:0.5 --in 4=zeros --print 2 examples/row_parallel_linear.py
import pypto.language as pl
import pypto.language.distributed as pld

NR = 4  # ranks: the number of shards, and of notifications per barrier


@pl.program
class RowParallelLinear:
    @pl.function(type=pl.FunctionType.InCore)
    def partial_matmul(
        self,
        x: pl.Tensor[[16, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        partial: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        xm = pl.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        wm = pl.load(w, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        xl = pl.move(xm, target_memory=pl.Mem.Left)
        wr = pl.move(wm, target_memory=pl.Mem.Right)
        acc = pl.matmul(xl, wr)
        partial = pl.store(acc, [0, 0], partial)
        return partial

    @pl.function(type=pl.FunctionType.InCore)
    def allreduce_relu(
        self,
        partial: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        total: pl.InOut[pld.DistributedTensor[[16, 64], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        # 1. zero this rank's window, then wait until every rank has
        zero = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        total = pl.store(zero, [0, 0], total)
        for peer in pl.range(NR):
            pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal, offsets=[0, 0], expected=NR, cmp=pld.WaitCmp.Ge)
        # 2. add this rank's share into every rank's window
        for peer in pl.range(NR):
            pld.tensor.put(total, peer, partial, atomic=pl.AtomicType.Add)
            pld.system.notify(signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal, offsets=[0, 0], expected=2 * NR, cmp=pld.WaitCmp.Ge)
        # 3. every share is in: the sum is this rank's copy of x @ w
        s = pl.load(total, [0, 0], [16, 64])
        r = pl.relu(s)
        y = pl.store(r, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def per_rank(
        self,
        x: pl.Tensor[[16, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        total: pl.InOut[pld.DistributedTensor[[16, 64], pl.FP32]],
        signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        partial = pl.create_tensor([16, 64], dtype=pl.FP32)
        partial = self.partial_matmul(x, w, partial)
        y = self.allreduce_relu(partial, y, total, signal)
        return y

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        x: pl.Tensor[[NR, 16, 64], pl.FP16],
        w: pl.Tensor[[NR, 64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[NR, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[NR, 16, 64], pl.FP32]:
        total_buf = pld.alloc_window_buffer(16 * 64 * pl.FP32.get_byte())
        signal_buf = pld.alloc_window_buffer(pl.INT32.get_byte())
        for r in pl.range(pld.world_size()):
            total = pld.window(total_buf, [16, 64], dtype=pl.FP32)
            signal = pld.window(signal_buf, [1, 1], dtype=pl.INT32)
            self.per_rank(x[r], w[r], y[r], total, signal, device=r)
        return y
