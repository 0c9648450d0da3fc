# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

BRANCH_SLOTS = pl.MemRef(slots=2)


@pl.program
class FirstSlotUseInBranch:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        flag: pl.Scalar[pl.BOOL],
        value_true: pl.Scalar[pl.FP32],
        value_false: pl.Scalar[pl.FP32],
    ) -> pl.Scalar[pl.FP32]:
        if flag:
            t: pl.Tile[[64, 64], pl.FP32, BRANCH_SLOTS[0], pl.Mem.Vec] = pl.tile.create(
                [64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec
            )
            pl.tile.write(t, [0, 0], value_true)
        else:
            t: pl.Tile[[64, 64], pl.FP32, BRANCH_SLOTS[0], pl.Mem.Vec] = pl.tile.create(
                [64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec
            )
            pl.tile.write(t, [0, 0], value_false)
        return pl.tile.read(t, [0, 0])
