# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_one_automatic_pipe_supports_different_sequential_split_tile_sizes (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SequentialTransfersProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def split_vec(self):
        pl.func_attr({"split": pl.SplitMode.UP_DOWN})
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=65536, base=0x1000)
        pl.aiv_initialize_pipe(
            pipe_buf,
            pipe_buf,
            dir_mask=3,
            slot_size=16384,
            slot_num=4,
        )
        first: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
            split=1
        )
        reply: pl.Tile[[16, 64], pl.FP32] = pl.tile.muls(first, 2.0)
        pl.tpush_to_aic(reply, split=1)
        pl.tfree_to_aic(first)
        second: pl.Tile[[16, 128], pl.FP32, pl.MemorySpace.Vec, pl.TileView()] = pl.tpop_from_aic(
            split=1
        )
        pl.tfree_to_aic(second)
