# tests/ut/ir/transforms/test_split_vector_kernel.py::TestSplitVectorKernelNoSplitA2A3::test_no_split_dual_dispatch_consumer_keeps_only_tpop_tfree_on_lane1 (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        slot_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=slot_buf)
        z_vec: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
            split=0
        )
        pl.tfree_to_aic(z_vec)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(z_vec, [0, 0], out)
        return updated
