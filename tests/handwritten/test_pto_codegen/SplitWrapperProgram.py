# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_split_aiv_wrapper_uses_runtime_subblock_bridge_on_a2a3 (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SplitWrapperProgram:
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_vec(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=pipe_buf)
        z_vec: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
            split=1
        )
        scaled: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.muls(z_vec, 2.0)
        pl.tfree_to_aic(z_vec)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(scaled, [0, 0], out)
        return updated
