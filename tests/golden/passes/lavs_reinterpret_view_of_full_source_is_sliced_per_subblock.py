# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_reinterpret_view_of_full_source_is_sliced_per_subblock.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_reinterpret_view_of_full_source_is_sliced_per_subblock: its Before, whose lowering is compared with its Expected (lavs_reinterpret_view_of_full_source_is_sliced_per_subblock.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[16, 32], pl.INT16]],
    ) -> pl.Tensor[[16, 32], pl.INT16]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        bits = pl.tile.reinterpret_view(data, dtype=pl.INT16)
        out_store = pl.tile.store(bits, [0, 0], out_0)
        return out_store
