# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

TOUCHING_B = pl.MemRef(slots=2)
TOUCHING_C = pl.MemRef(slots=2)
WORKSPACE_SLOTS = pl.MemRef(slots=2)


@pl.program
class ReusePastLoopingWorkspace:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        workspace: pl.Tile[[32, 32], pl.FP32, WORKSPACE_SLOTS[0], pl.Mem.Vec] = pl.tile.create(
            [32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec
        )
        b0: pl.Tile[[32, 32], pl.FP32, TOUCHING_B[0], pl.Mem.Vec] = pl.load(a, [0, 0], [32, 32])
        mask = pl.tile.cmps(b0, 0.0, cmp_type=0)
        for i, (out_i,) in pl.range(2, init_values=(out,)):
            rem = pl.tile.sels(mask, b0, workspace, 3.0)
            stored = pl.store(rem, [0, 0], out_i)
            out0 = pl.yield_(stored)
        b1: pl.Tile[[32, 32], pl.FP32, TOUCHING_B[1], pl.Mem.Vec] = pl.exp(b0)
        out1 = pl.store(b1, [0, 0], out0)
        c0: pl.Tile[[32, 32], pl.FP32, TOUCHING_C[0], pl.Mem.Vec] = pl.load(a, [0, 0], [32, 32])
        c1: pl.Tile[[32, 32], pl.FP32, TOUCHING_C[1], pl.Mem.Vec] = pl.exp(c0)
        return pl.store(c1, [0, 0], out1)
