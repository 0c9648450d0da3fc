# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_legacy_fixed_lane_wrapper_keeps_compile_time_subblock_id (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class FixedLaneSplitProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def split_vec__aiv1(self):
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=pipe_buf)
        popped: pl.Tile[[8, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
            split=1
        )
        pl.tfree_to_aic(popped)
