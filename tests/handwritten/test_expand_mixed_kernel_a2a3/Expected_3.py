# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_gm_mediated_cross_lane_store_load_gets_handshake_on_a2a3 (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC, attrs={"split": pl.SplitMode.UP_DOWN})
    def gm_relay_aic(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        scratch: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ):
        gm_relay_c2v_slot_buffer_import = pl.import_peer_buffer(
            name="gm_relay_c2v_slot_buffer", peer_func="gm_relay_aiv"
        )
        pl.aic_initialize_pipe(
            gm_relay_c2v_slot_buffer_import,
            pl.const(0, pl.INT32),
            dir_mask=1,
            slot_size=4096,
        )
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            x, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat
        )
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        y_mat: pl.Tile[[128, 64], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            y, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat
        )
        y_right = pl.move(y_mat, target_memory=pl.MemorySpace.Right)
        z_acc = pl.matmul(x_left, y_right)
        # Fresh local (underscore-prefixed: unused by design, the store result
        # is consumed by no later op on the AIC lane) so the binding matches the
        # pass-emitted SSA store-result var structurally.
        _scratch_stored: pl.Tensor[[16, 64], pl.FP32] = pl.store(z_acc, [0, 0], scratch)
        pl.tpush_to_aiv(z_acc, split=0)

    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def gm_relay_aiv(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        scratch: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        gm_relay_c2v_slot_buffer = pl.reserve_buffer(name="gm_relay_c2v_slot_buffer", size=32768, base=-1)
        pl.aiv_initialize_pipe(
            gm_relay_c2v_slot_buffer,
            pl.const(0, pl.INT32),
            dir_mask=1,
            slot_size=4096,
        )
        sync_tile: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
        pl.tfree_to_aic(sync_tile)
        chunk: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            scratch, [0, 0], [16, 64], target_memory=pl.MemorySpace.Vec
        )
        chunk_exp = pl.exp(chunk)
        out_store: pl.Tensor[[16, 64], pl.FP32] = pl.store(chunk_exp, [0, 0], out)
        return out_store

    @pl.function(type=pl.FunctionType.Group, attrs={"split": pl.SplitMode.UP_DOWN})
    def gm_relay(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 64], pl.BF16],
        scratch: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        self.gm_relay_aic(x, y, scratch, out)
        self.gm_relay_aiv(x, y, scratch, out)
        return out
