# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.mrgsort(s0, s1[, s2[, s3]]) (format 2) lowers to tile.mrgsort_format2 on
# the loaded sources with a scratch tile.create'd by the conversion: src0's shape
# with the sum of the sources' last dims, src0's dtype.  (Reference
# test_convert_tensor_to_tile_ops test_mrgsort_format2_conversion, and the 2-way
# merge of test_sort.py MrgSort2WayFP32Program.)
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(s0: pl.Tensor[[1, 128], pl.FP32], s1: pl.Tensor[[1, 128], pl.FP32], s2: pl.Tensor[[1, 128], pl.FP32], s3: pl.Tensor[[1, 128], pl.FP32]) -> pl.Tensor[[1, 512], pl.FP32]:
        out: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.mrgsort(s0, s1, s2, s3)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def two_way(a: pl.Tensor[[1, 1024], pl.FP32], b: pl.Tensor[[1, 1024], pl.FP32], o: pl.Out[pl.Tensor[[1, 2048], pl.FP32]]) -> pl.Tensor[[1, 2048], pl.FP32]:
        m: pl.Tensor[[1, 2048], pl.FP32] = pl.tensor.mrgsort(a, b, exhausted=True)
        o2: pl.Tensor[[1, 2048], pl.FP32] = pl.tensor.assemble(o, m, [0, 0])
        return o2
