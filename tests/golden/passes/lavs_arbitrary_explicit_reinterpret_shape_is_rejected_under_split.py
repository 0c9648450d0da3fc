# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_arbitrary_explicit_reinterpret_shape_is_rejected_under_split: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[8, 64], pl.INT16]],
    ) -> pl.Tensor[[8, 64], pl.INT16]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        prev = pl.tile.load(data, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        bits = pl.tile.reinterpret_view(prev, dtype=pl.INT16, shape=[8, 64])
        out_store = pl.tile.store(bits, [0, 0], out_0)
        return out_store
