# ptoc: check --backend 950 --fill idx=5
# tests/st/runtime/ops/test_gather.py GatherRank2SmallerLeadingProgram: torch.gather
# along the last dim with fewer index rows than input rows, lowered to a loop of
# single-row pto.tgather (every index 5: each output row is input[i, 5]).
import pypto.language as pl


@pl.program
class GatherRank2SmallerLeadingProgram:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[2, 8], pl.INT32],
        output: pl.Out[pl.Tensor[[2, 8], pl.FP32]],
    ) -> pl.Tensor[[2, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.gather(inp, dim=-1, index=idx)
            output = pl.assemble(output, out, [0, 0])
        return output
