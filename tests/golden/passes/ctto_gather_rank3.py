# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.gather of rank 3 (torch.gather) is a loop over the A * B index rows
# (a, b) = (i // B, i % B), each gathered into row (a, b) of an [A, B, K]
# accumulator by a single-row tile.gather: along the last dim from the source
# row input[a, b, :]; along dim 1 from the plane input[a] and along dim 0 (here
# -3) from the column input[:, b, :], each reshaped to one row, with the flat
# indices index * cols + k (k from a tile.ci made before the loop).
# (tests/st/runtime/ops/test_gather.py GatherRank3LastDim / MiddleDim /
# NegFirstDim programs; K = 8 keeps every tile row 32-byte aligned.)
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def last(inp: pl.Tensor[[2, 3, 16], pl.FP32], idx: pl.Tensor[[2, 3, 8], pl.INT32], o: pl.Out[pl.Tensor[[2, 3, 8], pl.FP32]]) -> pl.Tensor[[2, 3, 8], pl.FP32]:
        g: pl.Tensor[[2, 3, 8], pl.FP32] = pl.tensor.gather(inp, dim=-1, index=idx)
        o2: pl.Tensor[[2, 3, 8], pl.FP32] = pl.tensor.assemble(o, g, [0, 0, 0])
        return o2
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def middle(inp: pl.Tensor[[2, 8, 8], pl.FP32], idx: pl.Tensor[[2, 3, 8], pl.INT32], o: pl.Out[pl.Tensor[[2, 3, 8], pl.FP32]]) -> pl.Tensor[[2, 3, 8], pl.FP32]:
        g: pl.Tensor[[2, 3, 8], pl.FP32] = pl.tensor.gather(inp, dim=1, index=idx)
        o2: pl.Tensor[[2, 3, 8], pl.FP32] = pl.tensor.assemble(o, g, [0, 0, 0])
        return o2
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def first(inp: pl.Tensor[[8, 2, 8], pl.FP32], idx: pl.Tensor[[3, 2, 8], pl.INT32], o: pl.Out[pl.Tensor[[3, 2, 8], pl.FP32]]) -> pl.Tensor[[3, 2, 8], pl.FP32]:
        g: pl.Tensor[[3, 2, 8], pl.FP32] = pl.tensor.gather(inp, dim=-3, index=idx)
        o2: pl.Tensor[[3, 2, 8], pl.FP32] = pl.tensor.assemble(o, g, [0, 0, 0])
        return o2
