# tests/st/distributed/test_l3_window_slice_incore.py::_build_window_compute_reduce_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N = 16
W = 8


@pl.program
class WindowComputeReduce:
    @pl.function(type=pl.FunctionType.InCore)
    def reduce_step(
        self,
        sh: pl.Tensor[[N, W], pl.FP32],
        routed_in: pl.Tensor[[N, W], pl.FP16],
        out: pl.Out[pl.Tensor[[N, W], pl.FP32]],
        win: pld.DistributedTensor[[N, W], pl.FP16],
    ) -> pl.Tensor[[N, W], pl.FP32]:
        # Stage the FP16 routed input into this rank's own window.
        staged = pl.load(routed_in, [0, 0], [N, W])
        win = pl.store(staged, [0, 0], win)
        # Issue #1694 follow-on: cast + add directly on the window slice.
        y_slice = pl.tensor.slice(win, [N, W], [0, 0])
        y_f32 = pl.cast(y_slice, pl.FP32)
        acc = pl.add(sh, y_f32)
        out[0:N, 0:W] = acc
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        sh: pl.Tensor[[N, W], pl.FP32],
        routed_in: pl.Tensor[[N, W], pl.FP16],
        out: pl.Out[pl.Tensor[[N, W], pl.FP32]],
        win: pld.DistributedTensor[[N, W], pl.FP16],
    ) -> pl.Tensor[[N, W], pl.FP32]:
        return self.reduce_step(sh, routed_in, out, win)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        sh_in: pl.Tensor[[2, N, W], pl.FP32],
        routed_in: pl.Tensor[[2, N, W], pl.FP16],
        outputs: pl.Out[pl.Tensor[[2, N, W], pl.FP32]],
    ) -> pl.Tensor[[2, N, W], pl.FP32]:
        win_buf = pld.alloc_window_buffer(N * W * 2)  # N x W x FP16

        for r in pl.range(pld.world_size()):
            win = pld.window(win_buf, [N, W], dtype=pl.FP16)
            self.chip_orch(sh_in[r], routed_in[r], outputs[r], win, device=r)
        return outputs
