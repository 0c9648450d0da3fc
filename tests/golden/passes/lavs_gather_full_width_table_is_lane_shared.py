# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_gather_full_width_table_is_lane_shared.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_gather_full_width_table_is_lane_shared: its Before, whose lowering is compared with its Expected (lavs_gather_full_width_table_is_lane_shared.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        idx: pl.Tensor[[256, 128], pl.INT32],
        scratch: pl.Tensor[[256, 128], pl.INT32],
        src: pl.Tile[[256, 128], pl.FP32, pl.Mem.Vec],
        rhs: pl.Tile[[128, 128], pl.FP32, pl.Mem.Right],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        indices = pl.tile.load(idx, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        # tmp is shape-MATCHED to indices on A2/A3, so it is loaded inside the
        # region and halves with them. Only `src` is lane-shared.
        tmp = pl.tile.load(scratch, [0, 0], [256, 128], target_memory=pl.Mem.Vec)
        picked = pl.tile.gather(src, indices, tmp)
        gathered_mat = pl.tile.move(picked, target_memory=pl.Mem.Mat)
        left = pl.tile.move(gathered_mat, target_memory=pl.Mem.Left)
        acc = pl.tile.matmul(left, rhs)
        out_store = pl.tile.store(acc, [0, 0], out_0)
        return out_store
