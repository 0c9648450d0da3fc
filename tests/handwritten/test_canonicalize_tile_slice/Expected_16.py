# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestUnalignedVecSlice::test_unaligned_slice_loop_initializer_materialized (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 8], target_memory=pl.Mem.Vec
        )
        head_ext: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(
            local, 0, 1, shape=[16, 1], target_memory=pl.Mem.Vec
        )
        for _i, (carried,) in pl.range(1, init_values=(head_ext,)):
            scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(carried, 0.5)
            result: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(scaled)
        out = pl.store(result, [0, 0], out)
        return out
