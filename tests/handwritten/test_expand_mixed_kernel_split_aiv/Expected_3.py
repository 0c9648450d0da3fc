# tests/ut/ir/transforms/test_expand_mixed_kernel_split_aiv.py::test_aic_gather_folds_into_vector_to_cube_boundary (hand-written)
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
        a: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec],
        b: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ):
        split_aiv_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(
            name="split_aiv_v2c_slot_buffer", size=131072, base=-1
        )
        split_aiv_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(
            name="split_aiv_c2v_slot_buffer", peer_func="split_aiv_aiv"
        )
        pl.system.aic_initialize_pipe(
            split_aiv_c2v_slot_buffer_import,
            split_aiv_v2c_slot_buffer,
            dir_mask=3,
            slot_size=65536,
            slot_num=2,
        )
        full: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=1)
        full_left: pl.Tile[[128, 128], pl.FP32, pl.Mem.Left] = pl.tile.move(
            full, target_memory=pl.Mem.Left
        )
        pl.system.tfree_to_aiv(full)
        z: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(full_left, b)
        pl.tile.tpush_to_aiv(z, split=0)

    @pl.function(
        type=pl.FunctionType.AIV,
        level=pl.Level.AIV,
        role=pl.Role.SubWorker,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_aiv_aiv(
        self,
        a: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec],
        b: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        split_aiv_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(
            name="split_aiv_v2c_slot_buffer", peer_func="split_aiv_aic"
        )
        split_aiv_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(
            name="split_aiv_c2v_slot_buffer", size=131072, base=-1
        )
        pl.system.aiv_initialize_pipe(
            split_aiv_c2v_slot_buffer,
            split_aiv_v2c_slot_buffer_import,
            dir_mask=3,
            slot_size=65536,
            slot_num=2,
        )
        half2: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, a)
        half2_nz: pl.Tile[
            [64, 128],
            pl.FP32,
            pl.Mem.Vec,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tile.move(
            half2,
            target_memory=pl.Mem.Vec,
            blayout=pl.TileLayout.col_major,
            slayout=pl.TileLayout.row_major,
        )
        pl.tile.tpush_to_aic(half2_nz, split=1)
        z_vec: pl.Tile[
            [128, 128],
            pl.FP32,
            pl.Mem.Vec,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tile.tpop_from_aic(split=0)
        out_store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(z_vec, [0, 0], out_0)
        pl.system.tfree_to_aic(z_vec)
        return out_store

    @pl.function(
        type=pl.FunctionType.Group,
        level=pl.Level.CORE_GROUP,
        role=pl.Role.SubWorker,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_aiv(
        self,
        a: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec],
        b: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        self.split_aiv_aic(a, b, out_0)
        self.split_aiv_aiv(a, b, out_0)
        return out_0
