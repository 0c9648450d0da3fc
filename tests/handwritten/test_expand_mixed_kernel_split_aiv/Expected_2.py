# tests/ut/ir/transforms/test_expand_mixed_kernel_split_aiv.py::test_folded_transport_carries_the_left_right_odd_code (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIC)
    def split_aiv_aic(
        self,
        qk: pl.Tile[[128, 15], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 8], pl.FP32]],
    ):
        pl.func_attr({"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True})
        split_aiv_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(
            name="split_aiv_c2v_slot_buffer", peer_func="split_aiv_aiv"
        )
        pl.system.aic_initialize_pipe(
            split_aiv_c2v_slot_buffer_import,
            pl.const(0, pl.INT32),
            dir_mask=1,
            slot_size=7680,
            slot_num=2,
        )
        pl.tile.tpush_to_aiv(qk, split=4)

    @pl.function(type=pl.FunctionType.AIV)
    def split_aiv_aiv(
        self,
        qk: pl.Tile[[128, 15], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 8], pl.FP32]],
    ) -> pl.Tensor[[128, 8], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True})
        split_aiv_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(
            name="split_aiv_c2v_slot_buffer", size=15360, base=-1
        )
        pl.system.aiv_initialize_pipe(
            split_aiv_c2v_slot_buffer,
            pl.const(0, pl.INT32),
            dir_mask=1,
            slot_size=7680,
            slot_num=2,
        )
        half: pl.Tile[[128, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=4)
        out_store: pl.Tensor[[128, 8], pl.FP32] = pl.tile.store(half, [0, 0], out_0)
        pl.system.tfree_to_aic(half)
        return out_store

    @pl.function(type=pl.FunctionType.Group)
    def split_aiv(
        self,
        qk: pl.Tile[[128, 15], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 8], pl.FP32]],
    ) -> pl.Tensor[[128, 8], pl.FP32]:
        pl.func_attr({"split": pl.SplitMode.LEFT_RIGHT, "split_aiv": True})
        self.split_aiv_aic(qk, out_0)
        self.split_aiv_aiv(qk, out_0)
        return out_0
