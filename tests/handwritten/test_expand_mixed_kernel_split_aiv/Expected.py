# tests/ut/ir/transforms/test_expand_mixed_kernel_split_aiv.py::test_aiv_shard_folds_into_cube_to_vector_boundary (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.AIC,
        level=pl.Level.AIC,
        role=pl.Role.SubWorker,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_aiv_aic(
        self,
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ):
        split_aiv_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(
            name="split_aiv_c2v_slot_buffer", peer_func="split_aiv_aiv"
        )
        pl.system.aic_initialize_pipe(
            split_aiv_c2v_slot_buffer_import,
            pl.const(0, pl.INT32),
            dir_mask=1,
            slot_size=65536,
            slot_num=2,
        )
        pl.tile.tpush_to_aiv(qk, split=1)

    @pl.function(
        type=pl.FunctionType.AIV,
        level=pl.Level.AIV,
        role=pl.Role.SubWorker,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_aiv_aiv(
        self,
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        split_aiv_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(
            name="split_aiv_c2v_slot_buffer", size=131072, base=-1
        )
        pl.system.aiv_initialize_pipe(
            split_aiv_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=65536, slot_num=2
        )
        half: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        y: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(half, half)
        pl.system.tfree_to_aic(half)
        out_store: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(y, [0, 0], out_0)
        return out_store

    @pl.function(
        type=pl.FunctionType.Group,
        level=pl.Level.CORE_GROUP,
        role=pl.Role.SubWorker,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_aiv(
        self,
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        self.split_aiv_aic(qk, out_0)
        self.split_aiv_aiv(qk, out_0)
        return out_0
