# ptoc: opt --backend 950 --pass-pipeline=default
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_tensor_gather_in_a_split_region_is_diagnosed_through_the_pipeline:
# its Before through the default pipeline, which the reference rejects at LowerAutoVectorSplit.  The
# reference's tensor.gather becomes one tile.load of the table and a tile.gather, whose table the split
# halves ("ABSOLUTE indices").  pto.tgather gathers within one row, so ptoc's becomes a loop over the
# rows assembling each gathered row into a whole [256, 128] accumulator: the split refuses that
# assembly, whose accumulator no lane holds a half of, at the same line.
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def main(
        tbl: pl.Tensor[[256, 128], pl.FP32],
        idx: pl.Tensor[[256, 128], pl.INT32],
        w: pl.Tensor[[128, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        picked = pl.gather(tbl, dim=-1, index=idx)
        acc = pl.matmul(picked, w)
        out_0[0:256, 0:128] = acc
        return out_0
