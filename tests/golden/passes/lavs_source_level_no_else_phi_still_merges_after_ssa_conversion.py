# ptoc: opt --backend 950 --passes=convert_to_ssa,lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_source_level_no_else_phi_still_merges_after_ssa_conversion: its Before, put in SSA form first as the test does (the else-less if gets its else yield); the test checks lines of the lowered program (the merge halved, its store at the lane's rows), which this output holds
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[128, 128], pl.FP32],
        flag: pl.Scalar[pl.INT64],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        merged = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        if flag > 0:
            merged = pl.tile.add(merged, merged)
        out_store = pl.tile.store(merged, [0, 0], out_0)
        return out_store
