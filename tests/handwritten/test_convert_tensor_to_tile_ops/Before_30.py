# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestSliceMatmulConversion::test_slice_alias_then_matmul_routes_load_to_mat (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]],
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        a_slice: pl.Tensor[[16, 128], pl.BF16] = pl.slice(a, [16, 128], [0, 0])
        b_slice: pl.Tensor[[128, 128], pl.BF16] = pl.slice(b, [128, 128], [0, 0])
        a_alias: pl.Tensor[[16, 128], pl.BF16] = a_slice
        b_alias: pl.Tensor[[128, 128], pl.BF16] = b_slice
        c: pl.Tensor[[16, 128], pl.BF16] = pl.matmul(a_alias, b_alias)
        out_0: pl.Tensor[[16, 128], pl.BF16] = pl.assemble(out_0, c, [0, 0])
        return out_0

    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 128], pl.BF16],
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        out_0: pl.Tensor[[16, 128], pl.BF16] = pl.create_tensor([16, 128], dtype=pl.BF16)
        return self.main_incore_0(a, b, out_0)
