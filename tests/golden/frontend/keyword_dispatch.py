# ptoc: print
# A spelling shared by several ops takes the one that knows the call's
# keywords: pl.tensor.gather with mask_pattern= is tensor.gather_mask, with
# dim=/index= the index form; pl.tile.mrgsort with block_len= is format 1;
# pl.load passes its valid shape as valid_shapes= too (the reference's
# tests/st/runtime/ops/test_gather.py, test_sort.py, test_fillpad_expand.py);
# pl.tile.arange is pl.tile.ci.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp: pl.Tensor[[8, 16], pl.FP32],
        idx: pl.Tensor[[8, 8], pl.INT32],
        a: pl.Out[pl.Tensor[[8, 8], pl.UINT32]],
        b: pl.Out[pl.Tensor[[8, 8], pl.FP32]],
    ) -> tuple[pl.Tensor[[8, 8], pl.UINT32], pl.Tensor[[8, 8], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m = pl.tensor.gather(inp, mask_pattern=pl.tile.MaskPattern.P1010, output_dtype=pl.UINT32)
            g = pl.gather(inp, dim=-1, index=idx)
            a = pl.assemble(a, m, [0, 0])
            b = pl.assemble(b, g, [0, 0])
        return a, b

    @pl.function(type=pl.FunctionType.InCore)
    def sort(self, src: pl.Tensor[[1, 256], pl.FP32], out: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        t = pl.load(src, [0, 0], [1, 256], valid_shapes=[1, 256])
        s = pl.tile.mrgsort(t, block_len=64)
        return pl.store(s, [0, 0], out)

    @pl.function(type=pl.FunctionType.InCore)
    def seq(self, out: pl.Out[pl.Tensor[[1, 32], pl.INT32]]) -> pl.Tensor[[1, 32], pl.INT32]:
        t = pl.tile.arange(0, [1, 32], dtype=pl.INT32, descending=True)
        return pl.store(t, [0, 0], out)
