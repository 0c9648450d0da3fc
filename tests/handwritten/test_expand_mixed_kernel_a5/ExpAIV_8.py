# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestDCERegression::test_alive_cube_iter_arg_keeps_init_value_defs (hand-written)
import pypto.language as pl


@pl.program
class ExpAIV:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        vec_init = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        vec_zero = pl.tile.muls(vec_init, 0.0)
        for i, (vec_acc,) in pl.range(4, init_values=(vec_zero,)):
            z_vec: pl.Tile[
                [16, 128],
                pl.FP32,
                pl.Mem.Vec,
                pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
            ] = pl.tpop_from_aic(shape=[16, 128], dtype=pl.FP32, split=0)
            vec_new = pl.tile.add(vec_acc, z_vec)
            vec_out = pl.yield_(vec_new)
        final_vec: pl.Tile[
            [16, 128],
            pl.FP32,
            pl.Mem.Vec,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tpop_from_aic(shape=[16, 128], dtype=pl.FP32, split=0)
        result = pl.tile.add(vec_out, final_vec)
        out_0 = pl.store(result, [0, 0], out_0)
        return out_0
