# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_bidirectional_different_slot_sizes_uses_max (hand-written)
import pypto.language as pl


@pl.program
class ExpAIV:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        v2c = pl.import_peer_buffer(
            name="main_incore_0_v2c_slot_buffer", peer_func="main_incore_0_aic"
        )
        c2v = pl.reserve_buffer(name="main_incore_0_c2v_slot_buffer", size=16384)
        pl.aiv_initialize_pipe(c2v, v2c, dir_mask=3, slot_size=8192, slot_num=2)
        x_tile = pl.load(x, [0, 0], [16, 128])
        x_sum = pl.add(x_tile, x_tile)
        x_sum_nz: pl.Tile[
            [16, 128],
            pl.BF16,
            pl.Mem.Vec,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.move(
            x_sum,
            target_memory=pl.MemorySpace.Vec,
            blayout=pl.TileLayout.col_major,
            slayout=pl.TileLayout.row_major,
        )
        pl.tpush_to_aic(x_sum_nz, split=0)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView()] = pl.tpop_from_aic(
            shape=[16, 128], dtype=pl.FP32, split=0
        )
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.store(z_vec, [0, 0], out_0)
        pl.tfree_to_aic(z_vec)
        return out_0_store
