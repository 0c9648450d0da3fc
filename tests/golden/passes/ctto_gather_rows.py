# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.gather (index form, rank 2, dim -1) is a loop over the index rows:
# row i of input and index (tile.load of a tensor, tile.slice of a tile), a
# single-row tile.gather with its [1, K] INT32 scratch, assembled into row i
# of a [rows(index), K] accumulator.
# (Reference test_convert_tensor_to_tile_ops TestConvertGatherOp, with K = 8 so
# that every tile row is 32-byte aligned; `fewer` takes fewer index rows than
# input rows, `tile_in` a tile input, as test_gather's programs do; `local` gathers from
# a pl.create_tensor local that a parameter is assembled into: the parameter is loaded
# and tile.assemble'd into the local's tile, GatherTileInputSourceUnchangedProgram.)
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 8], pl.INT32]) -> pl.Tensor[[4, 8], pl.FP32]:
        out: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(inp, dim=-1, index=idx)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fewer(inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[2, 8], pl.INT32], o: pl.Out[pl.Tensor[[2, 8], pl.FP32]]) -> pl.Tensor[[2, 8], pl.FP32]:
        g: pl.Tensor[[2, 8], pl.FP32] = pl.tensor.gather(inp, dim=1, index=idx)
        o2: pl.Tensor[[2, 8], pl.FP32] = pl.tensor.assemble(o, g, [0, 0])
        return o2
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_in(inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 8], pl.INT32], o: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        e: pl.Tensor[[4, 16], pl.FP32] = pl.tensor.exp(inp)
        g: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.gather(e, dim=-1, index=idx)
        o2: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.assemble(o, g, [0, 0])
        return o2
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def local(src: pl.Tensor[[16, 64], pl.FP32], idx: pl.Tensor[[16, 8], pl.INT32], o: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        t: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32)
        t2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(t, src, [0, 0])
        g: pl.Tensor[[16, 8], pl.FP32] = pl.tensor.gather(t2, dim=-1, index=idx)
        o2: pl.Tensor[[16, 8], pl.FP32] = pl.tensor.assemble(o, g, [0, 0])
        return o2
