# tests/ut/codegen/test_pto_codegen.py::TestGenerateKernelWrapper::test_split_aiv_wrapper_uses_runtime_subblock_bridge_in_group_output_on_a2a3 (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class MixedGroupWrapperProgram:
    @pl.function(type=pl.FunctionType.AIC, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_cube(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16]):
        c2v_peer = pl.import_peer_buffer(name="c2v_slot_buffer", peer_func="split_vec")
        pl.aic_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=c2v_peer)
        x_mat = pl.load(x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat = pl.load(y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat)
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_tile = pl.matmul(x_left, y_right)
        pl.tpush_to_aiv(z_tile, split=1)

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
