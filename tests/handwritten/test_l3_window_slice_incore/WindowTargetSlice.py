# tests/st/distributed/test_l3_window_slice_incore.py::_build_window_target_slice_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N = 16
W = 8


@pl.program
class WindowTargetSlice:
    @pl.function(type=pl.FunctionType.InCore)
    def stage_step(
        self,
        inp: pl.Tensor[[N, W], pl.FP32],
        out: pl.Out[pl.Tensor[[N, W], pl.FP32]],
        win: pld.DistributedTensor[[N, W], pl.FP32],
    ) -> pl.Tensor[[N, W], pl.FP32]:
        # Issue #1694: stage the local input into the window via a
        # slice-assign whose target is the window (no pl.store fallback).
        win[0:N, 0:W] = inp[0:N, 0:W]
        # Read the staged window back through the proven load/store path.
        recv = pl.load(win, [0, 0], [N, W])
        return pl.store(recv, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[N, W], pl.FP32],
        out: pl.Out[pl.Tensor[[N, W], pl.FP32]],
        win: pld.DistributedTensor[[N, W], pl.FP32],
    ) -> pl.Tensor[[N, W], pl.FP32]:
        return self.stage_step(inp, out, win)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[2, N, W], pl.FP32],
        outputs: pl.Out[pl.Tensor[[2, N, W], pl.FP32]],
    ) -> pl.Tensor[[2, N, W], pl.FP32]:
        win_buf = pld.alloc_window_buffer(N * W * 4)

        for r in pl.range(pld.world_size()):
            win = pld.window(win_buf, [N, W], dtype=pl.FP32)
            self.chip_orch(inputs[r], outputs[r], win, device=r)
        return outputs
