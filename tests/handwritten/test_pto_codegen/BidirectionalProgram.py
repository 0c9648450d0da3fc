# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_split_fifo_bridge_fails_closed_when_ptoas_omits_an_endpoint_kind (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class BidirectionalProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def split_vec(self):
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        pipe_buf = pl.reserve_buffer(name="pipe", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(pipe_buf, pipe_buf, dir_mask=3, slot_size=1024)
        popped: pl.Tile[[8, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
            split=1
        )
        produced: pl.Tile[[8, 16], pl.BF16] = pl.tile.cast(popped, target_type=pl.BF16)
        pl.tpush_to_aic(produced, split=1)
        pl.tfree_to_aic(popped)
