# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_reshape_migrates_split_axis_row_to_col_and_back.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_reshape_migrates_split_axis_row_to_col_and_back: its Before, whose lowering is compared with its Expected (lavs_reshape_migrates_split_axis_row_to_col_and_back.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 1], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        col = pl.tile.load(data, [0, 0], [16, 1], target_memory=pl.Mem.Vec)
        row = pl.tile.reshape(col, [1, 16])
        inv_row = pl.tile.recip(row)
        back = pl.tile.reshape(inv_row, [16, 1])
        out_store = pl.tile.store(back, [0, 0], out_0)
        return out_store
