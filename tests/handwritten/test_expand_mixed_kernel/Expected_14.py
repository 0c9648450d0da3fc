# tests/ut/ir/transforms/test_expand_mixed_kernel.py::TestAutoPipeSetup::test_auto_tfree_stays_after_last_use_with_intermediate_dependency (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV)
    def main_incore_0_aiv(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 16], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        _c2v_slot_buffer = pl.reserve_buffer(name="main_incore_0_c2v_slot_buffer", size=8192)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=1024)
        z_vec: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(
            shape=[16, 16], dtype=pl.FP32
        )
        z_exp = pl.exp(z_vec)
        z_sum = pl.add(z_vec, z_exp)
        pl.tfree_to_aic(z_vec)
        out_0_store: pl.Tensor[[16, 16], pl.FP32] = pl.store(z_sum, [0, 0], out_0)
        return out_0_store
