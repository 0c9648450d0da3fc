# tests/st/distributed/test_l3_window_slice_incore.py::_build_window_source_slice_program (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

N = 16
W = 8
COL = 0


@pl.program
class WindowSourceSlice:
    @pl.function(type=pl.FunctionType.InCore)
    def col_step(
        self,
        inp: pl.Tensor[[N, W], pl.FP32],
        out: pl.Out[pl.Tensor[[N, 1], pl.FP32]],
        win: pld.DistributedTensor[[N, W], pl.FP32],
    ) -> pl.Tensor[[N, 1], pl.FP32]:
        # Stage the local input into this rank's own window (load/store path).
        staged = pl.load(inp, [0, 0], [N, W])
        win = pl.store(staged, [0, 0], win)
        # Issue #1694: read column COL of the local window via an in-core
        # slice-assign. ``win[:, COL:COL+1]`` is a window ``tensor.slice``;
        # the LHS is a plain-tensor slice-assign (``tensor.assemble``).
        out[0:N, COL : COL + 1] = win[0:N, COL : COL + 1]
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[N, W], pl.FP32],
        out: pl.Out[pl.Tensor[[N, 1], pl.FP32]],
        win: pld.DistributedTensor[[N, W], pl.FP32],
    ) -> pl.Tensor[[N, 1], pl.FP32]:
        return self.col_step(inp, out, win)

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[2, N, W], pl.FP32],
        outputs: pl.Out[pl.Tensor[[2, N, 1], pl.FP32]],
    ) -> pl.Tensor[[2, N, 1], pl.FP32]:
        win_buf = pld.alloc_window_buffer(N * W * 4)  # N x W x FP32

        for r in pl.range(pld.world_size()):
            win = pld.window(win_buf, [N, W], dtype=pl.FP32)
            self.chip_orch(inputs[r], outputs[r], win, device=r)
        return outputs
